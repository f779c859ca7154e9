/**
 * A readable cookie that only says "a staff member signed in on this browser": the header of
 * prerendered pages asks /api/staff-auth/viewer whether the (HttpOnly) staff session is still
 * live only while it is present. It grants nothing by itself.
 */
export const staffHintCookie = "pw_staff";
