/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Content_Admin_Baseline_NameInputs */

const en_content_admin_baseline_name = /** @type {(inputs: Content_Admin_Baseline_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Baseline name`)
};

const de_content_admin_baseline_name = /** @type {(inputs: Content_Admin_Baseline_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name der Baseline`)
};

const fr_content_admin_baseline_name = /** @type {(inputs: Content_Admin_Baseline_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nom du référentiel`)
};

const nl_content_admin_baseline_name = /** @type {(inputs: Content_Admin_Baseline_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Naam van de baseline`)
};

const es_content_admin_baseline_name = /** @type {(inputs: Content_Admin_Baseline_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nombre de la línea base`)
};

const en_xa2_content_admin_baseline_name = /** @type {(inputs: Content_Admin_Baseline_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ɓášéļíñé ñáɱé on]`)
};

/**
* | output |
* | --- |
* | "Baseline name" |
*
* @param {Content_Admin_Baseline_NameInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_baseline_name = /** @type {((inputs?: Content_Admin_Baseline_NameInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_Baseline_NameInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_baseline_name(inputs)
	if (locale === "fr") return fr_content_admin_baseline_name(inputs)
	if (locale === "nl") return nl_content_admin_baseline_name(inputs)
	if (locale === "es") return es_content_admin_baseline_name(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_baseline_name(inputs)
	return en_content_admin_baseline_name(inputs)
});