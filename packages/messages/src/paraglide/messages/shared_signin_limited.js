/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shared_Signin_LimitedInputs */

const en_shared_signin_limited = /** @type {(inputs: Shared_Signin_LimitedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Too many attempts were made with this link. Try again in an hour.`)
};

const de_shared_signin_limited = /** @type {(inputs: Shared_Signin_LimitedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mit diesem Link wurde es zu oft versucht. Versuchen Sie es in einer Stunde erneut.`)
};

const fr_shared_signin_limited = /** @type {(inputs: Shared_Signin_LimitedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trop de tentatives ont été faites avec ce lien. Réessayez dans une heure.`)
};

const nl_shared_signin_limited = /** @type {(inputs: Shared_Signin_LimitedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Er zijn te veel pogingen gedaan met deze link. Probeer het over een uur opnieuw.`)
};

const es_shared_signin_limited = /** @type {(inputs: Shared_Signin_LimitedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se ha intentado demasiadas veces con este enlace. Vuelva a intentarlo dentro de una hora.`)
};

const en_xa2_shared_signin_limited = /** @type {(inputs: Shared_Signin_LimitedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţöö ɱáñý áţţéɱþţš ŵéŕé ɱáðé ŵíţĥ ţĥíš ļíñķ. Ţŕý áĝáíñ íñ áñ ĥöüŕ. one two three four f]`)
};

/**
* | output |
* | --- |
* | "Too many attempts were made with this link. Try again in an hour." |
*
* @param {Shared_Signin_LimitedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_signin_limited = /** @type {((inputs?: Shared_Signin_LimitedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shared_Signin_LimitedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shared_signin_limited(inputs)
	if (locale === "fr") return fr_shared_signin_limited(inputs)
	if (locale === "nl") return nl_shared_signin_limited(inputs)
	if (locale === "es") return es_shared_signin_limited(inputs)
	if (locale === "en-XA") return en_xa2_shared_signin_limited(inputs)
	return en_shared_signin_limited(inputs)
});