/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Content_Admin_No_BaselinesInputs */

const en_content_admin_no_baselines = /** @type {(inputs: Content_Admin_No_BaselinesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No baselines yet`)
};

const de_content_admin_no_baselines = /** @type {(inputs: Content_Admin_No_BaselinesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noch keine Baselines`)
};

const fr_content_admin_no_baselines = /** @type {(inputs: Content_Admin_No_BaselinesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun référentiel pour l’instant`)
};

const nl_content_admin_no_baselines = /** @type {(inputs: Content_Admin_No_BaselinesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nog geen baselines`)
};

const es_content_admin_no_baselines = /** @type {(inputs: Content_Admin_No_BaselinesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todavía no hay líneas base`)
};

const en_xa2_content_admin_no_baselines = /** @type {(inputs: Content_Admin_No_BaselinesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñö ƀášéļíñéš ýéţ one]`)
};

/**
* | output |
* | --- |
* | "No baselines yet" |
*
* @param {Content_Admin_No_BaselinesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_no_baselines = /** @type {((inputs?: Content_Admin_No_BaselinesInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_No_BaselinesInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_no_baselines(inputs)
	if (locale === "fr") return fr_content_admin_no_baselines(inputs)
	if (locale === "nl") return nl_content_admin_no_baselines(inputs)
	if (locale === "es") return es_content_admin_no_baselines(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_no_baselines(inputs)
	return en_content_admin_no_baselines(inputs)
});