/** The REST API's version: the path says v1; this changes with any change to its operations' shape. */
export const API_VERSION = '1.0.0';
