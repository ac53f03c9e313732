/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Your plan allows {shown} private baseline. Delete a draft or upgrade to create more." |
* | "other" | "Your plan allows {shown} private baselines. Delete a draft or upgrade to create more." |
*
* @param {Content_Admin_Plan_AllowsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_plan_allows: ((inputs: Content_Admin_Plan_AllowsInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Admin_Plan_AllowsInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Content_Admin_Plan_AllowsInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
