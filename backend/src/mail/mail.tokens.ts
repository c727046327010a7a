export const MAIL_QUEUE = Symbol('MAIL_QUEUE');
export const WORKER_ENABLED = Symbol('WORKER_ENABLED');
