/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Answers_ResolveInputs */

const en_answers_resolve = /** @type {(inputs: Answers_ResolveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resolve`)
};

const de_answers_resolve = /** @type {(inputs: Answers_ResolveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Auflösen`)
};

const fr_answers_resolve = /** @type {(inputs: Answers_ResolveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Résoudre`)
};

const nl_answers_resolve = /** @type {(inputs: Answers_ResolveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Oplossen`)
};

const es_answers_resolve = /** @type {(inputs: Answers_ResolveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resolver`)
};

const en_xa2_answers_resolve = /** @type {(inputs: Answers_ResolveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéšöļṽé ]`)
};

/**
* | output |
* | --- |
* | "Resolve" |
*
* @param {Answers_ResolveInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const answers_resolve = /** @type {((inputs?: Answers_ResolveInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Answers_ResolveInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_answers_resolve(inputs)
	if (locale === "fr") return fr_answers_resolve(inputs)
	if (locale === "nl") return nl_answers_resolve(inputs)
	if (locale === "es") return es_answers_resolve(inputs)
	if (locale === "en-XA") return en_xa2_answers_resolve(inputs)
	return en_answers_resolve(inputs)
});