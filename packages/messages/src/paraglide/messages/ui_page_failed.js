/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ui_Page_FailedInputs */

const en_ui_page_failed = /** @type {(inputs: Ui_Page_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This page failed to load. Check your connection and try again.`)
};

const de_ui_page_failed = /** @type {(inputs: Ui_Page_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Seite konnte nicht geladen werden. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.`)
};

const fr_ui_page_failed = /** @type {(inputs: Ui_Page_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette page n’a pas pu se charger. Vérifiez votre connexion et réessayez.`)
};

const nl_ui_page_failed = /** @type {(inputs: Ui_Page_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deze pagina kon niet laden. Controleer uw verbinding en probeer het opnieuw.`)
};

const es_ui_page_failed = /** @type {(inputs: Ui_Page_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo cargar esta página. Compruebe su conexión e inténtelo de nuevo.`)
};

const en_xa2_ui_page_failed = /** @type {(inputs: Ui_Page_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš þáĝé ƒáíļéð ţö ļöáð. Çĥéçķ ýöüŕ çöññéçţíöñ áñð ţŕý áĝáíñ. one two three four ]`)
};

/**
* | output |
* | --- |
* | "This page failed to load. Check your connection and try again." |
*
* @param {Ui_Page_FailedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const ui_page_failed = /** @type {((inputs?: Ui_Page_FailedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Page_FailedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_ui_page_failed(inputs)
	if (locale === "fr") return fr_ui_page_failed(inputs)
	if (locale === "nl") return nl_ui_page_failed(inputs)
	if (locale === "es") return es_ui_page_failed(inputs)
	if (locale === "en-XA") return en_xa2_ui_page_failed(inputs)
	return en_ui_page_failed(inputs)
});