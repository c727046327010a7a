// The names of the client-stored list (local-stars.ts), apart so that a page's first load carries only them.
export const LOCAL_SCHEDULE_KEY = 'userSchedule';
export const LOCAL_SCHEDULE_OWNER_KEY = 'userScheduleOwner';
