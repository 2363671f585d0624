/** An approved removal of lost factors waits this long for its owner to cancel it from the e-mail. */
export const FACTOR_REMOVAL_WAIT_HOURS = 72;
export const MAX_FACTOR_REMOVAL_REASON_LENGTH = 500;
