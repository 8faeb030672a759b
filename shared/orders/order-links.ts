/** How long a guest's order link works: long enough to come back for the keys, short enough to age out. */
export const guestLinkDays = 30;
