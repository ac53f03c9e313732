/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Refusal_Too_Many_AttemptsInputs */

const en_refusal_too_many_attempts = /** @type {(inputs: Refusal_Too_Many_AttemptsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Too many attempts. Try again in an hour.`)
};

const de_refusal_too_many_attempts = /** @type {(inputs: Refusal_Too_Many_AttemptsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zu viele Versuche. Versuchen Sie es in einer Stunde erneut.`)
};

const fr_refusal_too_many_attempts = /** @type {(inputs: Refusal_Too_Many_AttemptsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trop de tentatives. Réessayez dans une heure.`)
};

const nl_refusal_too_many_attempts = /** @type {(inputs: Refusal_Too_Many_AttemptsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Te veel pogingen. Probeer het over een uur opnieuw.`)
};

const es_refusal_too_many_attempts = /** @type {(inputs: Refusal_Too_Many_AttemptsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demasiados intentos. Inténtelo de nuevo en una hora.`)
};

const en_xa2_refusal_too_many_attempts = /** @type {(inputs: Refusal_Too_Many_AttemptsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţöö ɱáñý áţţéɱþţš. Ţŕý áĝáíñ íñ áñ ĥöüŕ. one two thr]`)
};

/**
* | output |
* | --- |
* | "Too many attempts. Try again in an hour." |
*
* @param {Refusal_Too_Many_AttemptsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const refusal_too_many_attempts = /** @type {((inputs?: Refusal_Too_Many_AttemptsInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refusal_Too_Many_AttemptsInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_refusal_too_many_attempts(inputs)
	if (locale === "fr") return fr_refusal_too_many_attempts(inputs)
	if (locale === "nl") return nl_refusal_too_many_attempts(inputs)
	if (locale === "es") return es_refusal_too_many_attempts(inputs)
	if (locale === "en-XA") return en_xa2_refusal_too_many_attempts(inputs)
	return en_refusal_too_many_attempts(inputs)
});