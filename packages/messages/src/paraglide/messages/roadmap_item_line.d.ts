/**
* | output |
* | --- |
* | "{tenant} · {baseline} v{version} · control {ref} · {bucket} · priority {priority}" |
*
* @param {Roadmap_Item_LineInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const roadmap_item_line: ((inputs: Roadmap_Item_LineInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Roadmap_Item_LineInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Roadmap_Item_LineInputs = {
    tenant: NonNullable<unknown>;
    baseline: NonNullable<unknown>;
    version: NonNullable<unknown>;
    ref: NonNullable<unknown>;
    bucket: NonNullable<unknown>;
    priority: NonNullable<unknown>;
};
