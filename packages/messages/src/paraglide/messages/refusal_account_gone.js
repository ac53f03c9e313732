/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Refusal_Account_GoneInputs */

const en_refusal_account_gone = /** @type {(inputs: Refusal_Account_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This person no longer has an account. Share the tenant with them again.`)
};

const de_refusal_account_gone = /** @type {(inputs: Refusal_Account_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Person hat kein Konto mehr. Teilen Sie den Mandanten erneut mit ihr.`)
};

const fr_refusal_account_gone = /** @type {(inputs: Refusal_Account_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette personne n’a plus de compte. Partagez de nouveau l’entité avec elle.`)
};

const nl_refusal_account_gone = /** @type {(inputs: Refusal_Account_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deze persoon heeft geen account meer. Deel de tenant opnieuw met haar.`)
};

const es_refusal_account_gone = /** @type {(inputs: Refusal_Account_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta persona ya no tiene cuenta. Vuelva a compartir el inquilino con ella.`)
};

const en_xa2_refusal_account_gone = /** @type {(inputs: Refusal_Account_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš þéŕšöñ ñö ļöñĝéŕ ĥáš áñ áççöüñţ. Šĥáŕé ţĥé ţéñáñţ ŵíţĥ ţĥéɱ áĝáíñ. one two three four fiv]`)
};

/**
* | output |
* | --- |
* | "This person no longer has an account. Share the tenant with them again." |
*
* @param {Refusal_Account_GoneInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const refusal_account_gone = /** @type {((inputs?: Refusal_Account_GoneInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refusal_Account_GoneInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_refusal_account_gone(inputs)
	if (locale === "fr") return fr_refusal_account_gone(inputs)
	if (locale === "nl") return nl_refusal_account_gone(inputs)
	if (locale === "es") return es_refusal_account_gone(inputs)
	if (locale === "en-XA") return en_xa2_refusal_account_gone(inputs)
	return en_refusal_account_gone(inputs)
});