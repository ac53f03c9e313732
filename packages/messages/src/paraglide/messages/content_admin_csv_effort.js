/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Content_Admin_Csv_EffortInputs */

const en_content_admin_csv_effort = /** @type {(inputs: Content_Admin_Csv_EffortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Required. S, M or L.`)
};

const de_content_admin_csv_effort = /** @type {(inputs: Content_Admin_Csv_EffortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pflicht. S, M oder L.`)
};

const fr_content_admin_csv_effort = /** @type {(inputs: Content_Admin_Csv_EffortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Obligatoire. S, M ou L.`)
};

const nl_content_admin_csv_effort = /** @type {(inputs: Content_Admin_Csv_EffortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verplicht. S, M of L.`)
};

const es_content_admin_csv_effort = /** @type {(inputs: Content_Admin_Csv_EffortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Obligatorio. S, M o L.`)
};

const en_xa2_content_admin_csv_effort = /** @type {(inputs: Content_Admin_Csv_EffortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéǫüíŕéð. Š, Ṁ öŕ Ļ. one ]`)
};

/**
* | output |
* | --- |
* | "Required. S, M or L." |
*
* @param {Content_Admin_Csv_EffortInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_csv_effort = /** @type {((inputs?: Content_Admin_Csv_EffortInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_Csv_EffortInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_csv_effort(inputs)
	if (locale === "fr") return fr_content_admin_csv_effort(inputs)
	if (locale === "nl") return nl_content_admin_csv_effort(inputs)
	if (locale === "es") return es_content_admin_csv_effort(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_csv_effort(inputs)
	return en_content_admin_csv_effort(inputs)
});