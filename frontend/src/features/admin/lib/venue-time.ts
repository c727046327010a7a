// The conversions moved to lib/venue-time (the speaker area enters venue times too); kept here for the admin's imports.
export { isoToVenueLocal, venueLocalToIso } from '@/lib/venue-time';
