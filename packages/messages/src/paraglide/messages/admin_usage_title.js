/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Usage_TitleInputs */

const en_admin_usage_title = /** @type {(inputs: Admin_Usage_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plan and usage`)
};

const de_admin_usage_title = /** @type {(inputs: Admin_Usage_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tarif und Nutzung`)
};

const fr_admin_usage_title = /** @type {(inputs: Admin_Usage_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Offre et utilisation`)
};

const nl_admin_usage_title = /** @type {(inputs: Admin_Usage_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abonnement en gebruik`)
};

const es_admin_usage_title = /** @type {(inputs: Admin_Usage_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plan y uso`)
};

const en_xa2_admin_usage_title = /** @type {(inputs: Admin_Usage_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þļáñ áñð üšáĝé on]`)
};

/**
* | output |
* | --- |
* | "Plan and usage" |
*
* @param {Admin_Usage_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_usage_title = /** @type {((inputs?: Admin_Usage_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Usage_TitleInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_usage_title(inputs)
	if (locale === "fr") return fr_admin_usage_title(inputs)
	if (locale === "nl") return nl_admin_usage_title(inputs)
	if (locale === "es") return es_admin_usage_title(inputs)
	if (locale === "en-XA") return en_xa2_admin_usage_title(inputs)
	return en_admin_usage_title(inputs)
});