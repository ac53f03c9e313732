/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ui_Close_NavigationInputs */

const en_ui_close_navigation = /** @type {(inputs: Ui_Close_NavigationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Close navigation`)
};

const de_ui_close_navigation = /** @type {(inputs: Ui_Close_NavigationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Navigation schließen`)
};

const fr_ui_close_navigation = /** @type {(inputs: Ui_Close_NavigationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fermer la navigation`)
};

const nl_ui_close_navigation = /** @type {(inputs: Ui_Close_NavigationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Navigatie sluiten`)
};

const es_ui_close_navigation = /** @type {(inputs: Ui_Close_NavigationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cerrar la navegación`)
};

const en_xa2_ui_close_navigation = /** @type {(inputs: Ui_Close_NavigationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çļöšé ñáṽíĝáţíöñ one]`)
};

/**
* | output |
* | --- |
* | "Close navigation" |
*
* @param {Ui_Close_NavigationInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const ui_close_navigation = /** @type {((inputs?: Ui_Close_NavigationInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Close_NavigationInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_ui_close_navigation(inputs)
	if (locale === "fr") return fr_ui_close_navigation(inputs)
	if (locale === "nl") return nl_ui_close_navigation(inputs)
	if (locale === "es") return es_ui_close_navigation(inputs)
	if (locale === "en-XA") return en_xa2_ui_close_navigation(inputs)
	return en_ui_close_navigation(inputs)
});