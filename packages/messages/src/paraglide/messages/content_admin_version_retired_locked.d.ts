/**
* | output |
* | --- |
* | "Version {version} is retired and can no longer change. Start a new version to edit it." |
*
* @param {Content_Admin_Version_Retired_LockedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_version_retired_locked: ((inputs: Content_Admin_Version_Retired_LockedInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Admin_Version_Retired_LockedInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Content_Admin_Version_Retired_LockedInputs = {
    version: NonNullable<unknown>;
};
