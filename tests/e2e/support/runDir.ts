/**
 * The folder name that keeps one end-to-end run's files apart from another's running at the same
 * time on other ports (E2E_PORT: `npm test` runs two stacks side by side): its saved browser states
 * (tokens belong to that run's own stack) and the e-mail its SMTP server received. Empty on the
 * default port.
 */
export const RUN_DIR = process.env.E2E_PORT ? `port-${process.env.E2E_PORT}/` : '';
