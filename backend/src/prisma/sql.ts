// Prisma keeps DateTime columns as UTC in `timestamp(3)`: raw SQL compares them with the UTC time, whatever the
// server's TimeZone setting.
export const UTC_NOW = `(now() AT TIME ZONE 'UTC')`;
