/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Content_Admin_Tab_BaselinesInputs */

const en_content_admin_tab_baselines = /** @type {(inputs: Content_Admin_Tab_BaselinesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Baselines`)
};

const de_content_admin_tab_baselines = /** @type {(inputs: Content_Admin_Tab_BaselinesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Baselines`)
};

const fr_content_admin_tab_baselines = /** @type {(inputs: Content_Admin_Tab_BaselinesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Référentiels`)
};

const nl_content_admin_tab_baselines = /** @type {(inputs: Content_Admin_Tab_BaselinesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Baselines`)
};

const es_content_admin_tab_baselines = /** @type {(inputs: Content_Admin_Tab_BaselinesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Líneas base`)
};

const en_xa2_content_admin_tab_baselines = /** @type {(inputs: Content_Admin_Tab_BaselinesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ɓášéļíñéš ]`)
};

/**
* | output |
* | --- |
* | "Baselines" |
*
* @param {Content_Admin_Tab_BaselinesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_tab_baselines = /** @type {((inputs?: Content_Admin_Tab_BaselinesInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_Tab_BaselinesInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_tab_baselines(inputs)
	if (locale === "fr") return fr_content_admin_tab_baselines(inputs)
	if (locale === "nl") return nl_content_admin_tab_baselines(inputs)
	if (locale === "es") return es_content_admin_tab_baselines(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_tab_baselines(inputs)
	return en_content_admin_tab_baselines(inputs)
});