/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Refusal_Rate_LimitedInputs */

const en_refusal_rate_limited = /** @type {(inputs: Refusal_Rate_LimitedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Too many requests. Wait a moment and try again.`)
};

const de_refusal_rate_limited = /** @type {(inputs: Refusal_Rate_LimitedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zu viele Anfragen. Warten Sie kurz und versuchen Sie es erneut.`)
};

const fr_refusal_rate_limited = /** @type {(inputs: Refusal_Rate_LimitedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trop de requêtes. Patientez un instant et réessayez.`)
};

const nl_refusal_rate_limited = /** @type {(inputs: Refusal_Rate_LimitedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Te veel verzoeken. Wacht even en probeer het opnieuw.`)
};

const es_refusal_rate_limited = /** @type {(inputs: Refusal_Rate_LimitedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demasiadas solicitudes. Espere un momento e inténtelo de nuevo.`)
};

const en_xa2_refusal_rate_limited = /** @type {(inputs: Refusal_Rate_LimitedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţöö ɱáñý ŕéǫüéšţš. Ŵáíţ á ɱöɱéñţ áñð ţŕý áĝáíñ. one two three]`)
};

/**
* | output |
* | --- |
* | "Too many requests. Wait a moment and try again." |
*
* @param {Refusal_Rate_LimitedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const refusal_rate_limited = /** @type {((inputs?: Refusal_Rate_LimitedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refusal_Rate_LimitedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_refusal_rate_limited(inputs)
	if (locale === "fr") return fr_refusal_rate_limited(inputs)
	if (locale === "nl") return nl_refusal_rate_limited(inputs)
	if (locale === "es") return es_refusal_rate_limited(inputs)
	if (locale === "en-XA") return en_xa2_refusal_rate_limited(inputs)
	return en_refusal_rate_limited(inputs)
});