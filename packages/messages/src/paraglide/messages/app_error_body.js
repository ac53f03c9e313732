/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} App_Error_BodyInputs */

const en_app_error_body = /** @type {(inputs: App_Error_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This page failed to load. Check your connection and try again.`)
};

const de_app_error_body = /** @type {(inputs: App_Error_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Seite konnte nicht geladen werden. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.`)
};

const fr_app_error_body = /** @type {(inputs: App_Error_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette page n’a pas pu être chargée. Vérifiez votre connexion et réessayez.`)
};

const nl_app_error_body = /** @type {(inputs: App_Error_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deze pagina kon niet worden geladen. Controleer uw verbinding en probeer het opnieuw.`)
};

const es_app_error_body = /** @type {(inputs: App_Error_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta página no se pudo cargar. Compruebe su conexión e inténtelo de nuevo.`)
};

const en_xa2_app_error_body = /** @type {(inputs: App_Error_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš þáĝé ƒáíļéð ţö ļöáð. Çĥéçķ ýöüŕ çöññéçţíöñ áñð ţŕý áĝáíñ. one two three four ]`)
};

/**
* | output |
* | --- |
* | "This page failed to load. Check your connection and try again." |
*
* @param {App_Error_BodyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const app_error_body = /** @type {((inputs?: App_Error_BodyInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<App_Error_BodyInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_app_error_body(inputs)
	if (locale === "fr") return fr_app_error_body(inputs)
	if (locale === "nl") return nl_app_error_body(inputs)
	if (locale === "es") return es_app_error_body(inputs)
	if (locale === "en-XA") return en_xa2_app_error_body(inputs)
	return en_app_error_body(inputs)
});