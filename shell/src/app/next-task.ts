/**
 * Lets the browser run other work (input, paint) before the next step: a new task. At start-up each step
 * that takes a while on a phone (loading the first shared modules, matching the route table, the first
 * render) gets a task of its own instead of one long task for all of them, during which a tap would wait.
 */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
