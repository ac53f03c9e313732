/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Dashboard_FailedInputs */

const en_home_dashboard_failed = /** @type {(inputs: Home_Dashboard_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The dashboard could not be loaded`)
};

const de_home_dashboard_failed = /** @type {(inputs: Home_Dashboard_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das Dashboard konnte nicht geladen werden`)
};

const fr_home_dashboard_failed = /** @type {(inputs: Home_Dashboard_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le tableau de bord n’a pas pu être chargé`)
};

const nl_home_dashboard_failed = /** @type {(inputs: Home_Dashboard_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Het dashboard kon niet worden geladen`)
};

const es_home_dashboard_failed = /** @type {(inputs: Home_Dashboard_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo cargar el panel`)
};

const en_xa2_home_dashboard_failed = /** @type {(inputs: Home_Dashboard_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ðášĥƀöáŕð çöüļð ñöţ ƀé ļöáðéð one two t]`)
};

/**
* | output |
* | --- |
* | "The dashboard could not be loaded" |
*
* @param {Home_Dashboard_FailedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const home_dashboard_failed = /** @type {((inputs?: Home_Dashboard_FailedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Dashboard_FailedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_home_dashboard_failed(inputs)
	if (locale === "fr") return fr_home_dashboard_failed(inputs)
	if (locale === "nl") return nl_home_dashboard_failed(inputs)
	if (locale === "es") return es_home_dashboard_failed(inputs)
	if (locale === "en-XA") return en_xa2_home_dashboard_failed(inputs)
	return en_home_dashboard_failed(inputs)
});