/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ weight: NonNullable<unknown>, effort: NonNullable<unknown> }} Content_Admin_Weight_EffortInputs */

const en_content_admin_weight_effort = /** @type {(inputs: Content_Admin_Weight_EffortInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`W${i?.weight} · ${i?.effort}`)
};

const de_content_admin_weight_effort = /** @type {(inputs: Content_Admin_Weight_EffortInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`G${i?.weight} · ${i?.effort}`)
};

const fr_content_admin_weight_effort = /** @type {(inputs: Content_Admin_Weight_EffortInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`P${i?.weight} · ${i?.effort}`)
};

const nl_content_admin_weight_effort = /** @type {(inputs: Content_Admin_Weight_EffortInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`G${i?.weight} · ${i?.effort}`)
};

const es_content_admin_weight_effort = /** @type {(inputs: Content_Admin_Weight_EffortInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`P${i?.weight} · ${i?.effort}`)
};

const en_xa2_content_admin_weight_effort = /** @type {(inputs: Content_Admin_Weight_EffortInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ŵ${i?.weight} · ${i?.effort} one ]`)
};

/**
* | output |
* | --- |
* | "W{weight} · {effort}" |
*
* @param {Content_Admin_Weight_EffortInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_weight_effort = /** @type {((inputs: Content_Admin_Weight_EffortInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_Weight_EffortInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_weight_effort(inputs)
	if (locale === "fr") return fr_content_admin_weight_effort(inputs)
	if (locale === "nl") return nl_content_admin_weight_effort(inputs)
	if (locale === "es") return es_content_admin_weight_effort(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_weight_effort(inputs)
	return en_content_admin_weight_effort(inputs)
});