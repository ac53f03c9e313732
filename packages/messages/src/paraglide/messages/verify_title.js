/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Verify_TitleInputs */

const en_verify_title = /** @type {(inputs: Verify_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verify your email address`)
};

const de_verify_title = /** @type {(inputs: Verify_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bestätigen Sie Ihre E-Mail-Adresse`)
};

const fr_verify_title = /** @type {(inputs: Verify_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vérifiez votre adresse e-mail`)
};

const nl_verify_title = /** @type {(inputs: Verify_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bevestig uw e-mailadres`)
};

const es_verify_title = /** @type {(inputs: Verify_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verifique su correo electrónico`)
};

const en_xa2_verify_title = /** @type {(inputs: Verify_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṽéŕíƒý ýöüŕ éɱáíļ áððŕéšš one tw]`)
};

/**
* | output |
* | --- |
* | "Verify your email address" |
*
* @param {Verify_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const verify_title = /** @type {((inputs?: Verify_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_TitleInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_verify_title(inputs)
	if (locale === "fr") return fr_verify_title(inputs)
	if (locale === "nl") return nl_verify_title(inputs)
	if (locale === "es") return es_verify_title(inputs)
	if (locale === "en-XA") return en_xa2_verify_title(inputs)
	return en_verify_title(inputs)
});