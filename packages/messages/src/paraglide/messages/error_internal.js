/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_InternalInputs */

const en_error_internal = /** @type {(inputs: Error_InternalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Something went wrong on our side. Please try again.`)
};

const de_error_internal = /** @type {(inputs: Error_InternalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bei uns ist etwas schiefgelaufen. Bitte versuchen Sie es erneut.`)
};

const fr_error_internal = /** @type {(inputs: Error_InternalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une erreur s’est produite de notre côté. Veuillez réessayer.`)
};

const nl_error_internal = /** @type {(inputs: Error_InternalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Er ging bij ons iets mis. Probeer het opnieuw.`)
};

const es_error_internal = /** @type {(inputs: Error_InternalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Algo salió mal por nuestra parte. Inténtelo de nuevo.`)
};

const en_xa2_error_internal = /** @type {(inputs: Error_InternalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šöɱéţĥíñĝ ŵéñţ ŵŕöñĝ öñ öüŕ šíðé. Þļéášé ţŕý áĝáíñ. one two three f]`)
};

/**
* | output |
* | --- |
* | "Something went wrong on our side. Please try again." |
*
* @param {Error_InternalInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const error_internal = /** @type {((inputs?: Error_InternalInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_InternalInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_error_internal(inputs)
	if (locale === "fr") return fr_error_internal(inputs)
	if (locale === "nl") return nl_error_internal(inputs)
	if (locale === "es") return es_error_internal(inputs)
	if (locale === "en-XA") return en_xa2_error_internal(inputs)
	return en_error_internal(inputs)
});