/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_AbortedInputs */

const en_error_aborted = /** @type {(inputs: Error_AbortedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Someone else changed this at the same time. Please try again.`)
};

const de_error_aborted = /** @type {(inputs: Error_AbortedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jemand anderes hat dies gleichzeitig geändert. Bitte versuchen Sie es erneut.`)
};

const fr_error_aborted = /** @type {(inputs: Error_AbortedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quelqu’un d’autre l’a modifié en même temps. Veuillez réessayer.`)
};

const nl_error_aborted = /** @type {(inputs: Error_AbortedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Iemand anders heeft dit tegelijk gewijzigd. Probeer het opnieuw.`)
};

const es_error_aborted = /** @type {(inputs: Error_AbortedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Otra persona lo cambió al mismo tiempo. Inténtelo de nuevo.`)
};

const en_xa2_error_aborted = /** @type {(inputs: Error_AbortedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šöɱéöñé éļšé çĥáñĝéð ţĥíš áţ ţĥé šáɱé ţíɱé. Þļéášé ţŕý áĝáíñ. one two three four]`)
};

/**
* | output |
* | --- |
* | "Someone else changed this at the same time. Please try again." |
*
* @param {Error_AbortedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const error_aborted = /** @type {((inputs?: Error_AbortedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_AbortedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_error_aborted(inputs)
	if (locale === "fr") return fr_error_aborted(inputs)
	if (locale === "nl") return nl_error_aborted(inputs)
	if (locale === "es") return es_error_aborted(inputs)
	if (locale === "en-XA") return en_xa2_error_aborted(inputs)
	return en_error_aborted(inputs)
});