/** Shown instead of a blank page when /env.js is missing or invalid; plain markup, no providers needed. */
export function StartupErrorPage({ error }: { error: unknown }) {
  const detail = error instanceof Error ? error.message : String(error);
  return (
    <main style={{ maxWidth: 640, margin: '15vh auto', padding: 24, fontFamily: 'system-ui, sans-serif' }}>
      <h1>The site could not start</h1>
      <p>Its configuration could not be read. Please try again in a moment.</p>
      <pre style={{ whiteSpace: 'pre-wrap', color: '#6b7280' }}>{detail}</pre>
      <button type="button" onClick={() => window.location.reload()}>
        Retry
      </button>
    </main>
  );
}
