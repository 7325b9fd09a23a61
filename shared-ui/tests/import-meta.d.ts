// The subset of Vite's `import.meta.glob` (vitest runs on Vite) that the story harness uses.
interface ImportMeta {
  glob<T>(pattern: string, options: { eager: true }): Record<string, T>;
}
