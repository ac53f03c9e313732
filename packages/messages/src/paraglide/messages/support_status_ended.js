/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Support_Status_EndedInputs */

const en_support_status_ended = /** @type {(inputs: Support_Status_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ended by support`)
};

const de_support_status_ended = /** @type {(inputs: Support_Status_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vom Support beendet`)
};

const fr_support_status_ended = /** @type {(inputs: Support_Status_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Terminé par le support`)
};

const nl_support_status_ended = /** @type {(inputs: Support_Status_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Beëindigd door support`)
};

const es_support_status_ended = /** @type {(inputs: Support_Status_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Finalizado por soporte`)
};

const en_xa2_support_status_ended = /** @type {(inputs: Support_Status_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éñðéð ƀý šüþþöŕţ one]`)
};

/**
* | output |
* | --- |
* | "Ended by support" |
*
* @param {Support_Status_EndedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const support_status_ended = /** @type {((inputs?: Support_Status_EndedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Support_Status_EndedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_support_status_ended(inputs)
	if (locale === "fr") return fr_support_status_ended(inputs)
	if (locale === "nl") return nl_support_status_ended(inputs)
	if (locale === "es") return es_support_status_ended(inputs)
	if (locale === "en-XA") return en_xa2_support_status_ended(inputs)
	return en_support_status_ended(inputs)
});