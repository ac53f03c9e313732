/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Activity_Load_FailedInputs */

const en_activity_load_failed = /** @type {(inputs: Activity_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The activity could not be loaded`)
};

const de_activity_load_failed = /** @type {(inputs: Activity_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Aktivität konnte nicht geladen werden`)
};

const fr_activity_load_failed = /** @type {(inputs: Activity_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’activité n’a pas pu être chargée`)
};

const nl_activity_load_failed = /** @type {(inputs: Activity_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`De activiteit kon niet worden geladen`)
};

const es_activity_load_failed = /** @type {(inputs: Activity_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo cargar la actividad`)
};

const en_xa2_activity_load_failed = /** @type {(inputs: Activity_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé áçţíṽíţý çöüļð ñöţ ƀé ļöáðéð one two ]`)
};

/**
* | output |
* | --- |
* | "The activity could not be loaded" |
*
* @param {Activity_Load_FailedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const activity_load_failed = /** @type {((inputs?: Activity_Load_FailedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Activity_Load_FailedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_activity_load_failed(inputs)
	if (locale === "fr") return fr_activity_load_failed(inputs)
	if (locale === "nl") return nl_activity_load_failed(inputs)
	if (locale === "es") return es_activity_load_failed(inputs)
	if (locale === "en-XA") return en_xa2_activity_load_failed(inputs)
	return en_activity_load_failed(inputs)
});