/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ui_Open_NavigationInputs */

const en_ui_open_navigation = /** @type {(inputs: Ui_Open_NavigationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open navigation`)
};

const de_ui_open_navigation = /** @type {(inputs: Ui_Open_NavigationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Navigation öffnen`)
};

const fr_ui_open_navigation = /** @type {(inputs: Ui_Open_NavigationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ouvrir la navigation`)
};

const nl_ui_open_navigation = /** @type {(inputs: Ui_Open_NavigationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Navigatie openen`)
};

const es_ui_open_navigation = /** @type {(inputs: Ui_Open_NavigationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abrir la navegación`)
};

const en_xa2_ui_open_navigation = /** @type {(inputs: Ui_Open_NavigationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Öþéñ ñáṽíĝáţíöñ on]`)
};

/**
* | output |
* | --- |
* | "Open navigation" |
*
* @param {Ui_Open_NavigationInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const ui_open_navigation = /** @type {((inputs?: Ui_Open_NavigationInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Open_NavigationInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_ui_open_navigation(inputs)
	if (locale === "fr") return fr_ui_open_navigation(inputs)
	if (locale === "nl") return nl_ui_open_navigation(inputs)
	if (locale === "es") return es_ui_open_navigation(inputs)
	if (locale === "en-XA") return en_xa2_ui_open_navigation(inputs)
	return en_ui_open_navigation(inputs)
});