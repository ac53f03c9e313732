/**
* | output |
* | --- |
* | "BREAK-GLASS support access, opened without approval" |
*
* @param {Audit_Action_Support_Break_GlassInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const audit_action_support_break_glass: ((inputs?: Audit_Action_Support_Break_GlassInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Audit_Action_Support_Break_GlassInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Audit_Action_Support_Break_GlassInputs = {};
