/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ui_Main_NavigationInputs */

const en_ui_main_navigation = /** @type {(inputs: Ui_Main_NavigationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Main`)
};

const de_ui_main_navigation = /** @type {(inputs: Ui_Main_NavigationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hauptnavigation`)
};

const fr_ui_main_navigation = /** @type {(inputs: Ui_Main_NavigationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Principal`)
};

const nl_ui_main_navigation = /** @type {(inputs: Ui_Main_NavigationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hoofdmenu`)
};

const es_ui_main_navigation = /** @type {(inputs: Ui_Main_NavigationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Principal`)
};

const en_xa2_ui_main_navigation = /** @type {(inputs: Ui_Main_NavigationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṁáíñ ]`)
};

/**
* | output |
* | --- |
* | "Main" |
*
* @param {Ui_Main_NavigationInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const ui_main_navigation = /** @type {((inputs?: Ui_Main_NavigationInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Main_NavigationInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_ui_main_navigation(inputs)
	if (locale === "fr") return fr_ui_main_navigation(inputs)
	if (locale === "nl") return nl_ui_main_navigation(inputs)
	if (locale === "es") return es_ui_main_navigation(inputs)
	if (locale === "en-XA") return en_xa2_ui_main_navigation(inputs)
	return en_ui_main_navigation(inputs)
});