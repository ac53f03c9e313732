/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ organisation: NonNullable<unknown>, tenant: NonNullable<unknown> }} Shared_Signin_IntroInputs */

const en_shared_signin_intro = /** @type {(inputs: Shared_Signin_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.organisation} shared the results of ${i?.tenant} with you.`)
};

const de_shared_signin_intro = /** @type {(inputs: Shared_Signin_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.organisation} hat die Ergebnisse von ${i?.tenant} mit Ihnen geteilt.`)
};

const fr_shared_signin_intro = /** @type {(inputs: Shared_Signin_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.organisation} a partagé avec vous les résultats de ${i?.tenant}.`)
};

const nl_shared_signin_intro = /** @type {(inputs: Shared_Signin_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.organisation} heeft de resultaten van ${i?.tenant} met u gedeeld.`)
};

const es_shared_signin_intro = /** @type {(inputs: Shared_Signin_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.organisation} ha compartido con usted los resultados de ${i?.tenant}.`)
};

const en_xa2_shared_signin_intro = /** @type {(inputs: Shared_Signin_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.organisation} šĥáŕéð ţĥé ŕéšüļţš öƒ ${i?.tenant} ŵíţĥ ýöü. one two three fo]`)
};

/**
* | output |
* | --- |
* | "{organisation} shared the results of {tenant} with you." |
*
* @param {Shared_Signin_IntroInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_signin_intro = /** @type {((inputs: Shared_Signin_IntroInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shared_Signin_IntroInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shared_signin_intro(inputs)
	if (locale === "fr") return fr_shared_signin_intro(inputs)
	if (locale === "nl") return nl_shared_signin_intro(inputs)
	if (locale === "es") return es_shared_signin_intro(inputs)
	if (locale === "en-XA") return en_xa2_shared_signin_intro(inputs)
	return en_shared_signin_intro(inputs)
});