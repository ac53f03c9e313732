/**
* | output |
* | --- |
* | "Break-glass: {who} opened read-only access without approval ({reason}). It ends by itself; you can revoke it now." |
*
* @param {Support_Break_Glass_BannerInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const support_break_glass_banner: ((inputs: Support_Break_Glass_BannerInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Support_Break_Glass_BannerInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Support_Break_Glass_BannerInputs = {
    who: NonNullable<unknown>;
    reason: NonNullable<unknown>;
};
