/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Second_Phone_HintInputs */

const en_account_second_phone_hint = /** @type {(inputs: Account_Second_Phone_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`With its country code, such as +44 7700 900123`)
};

const de_account_second_phone_hint = /** @type {(inputs: Account_Second_Phone_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mit Ländervorwahl, etwa +49 151 23456789`)
};

const fr_account_second_phone_hint = /** @type {(inputs: Account_Second_Phone_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Avec l’indicatif du pays, par exemple +33 6 12 34 56 78`)
};

const nl_account_second_phone_hint = /** @type {(inputs: Account_Second_Phone_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Met landcode, bijvoorbeeld +31 6 12345678`)
};

const es_account_second_phone_hint = /** @type {(inputs: Account_Second_Phone_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Con el prefijo del país, por ejemplo +34 612 34 56 78`)
};

const en_xa2_account_second_phone_hint = /** @type {(inputs: Account_Second_Phone_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŵíţĥ íţš çöüñţŕý çöðé, šüçĥ áš +44 7700 900123 one two three]`)
};

/**
* | output |
* | --- |
* | "With its country code, such as +44 7700 900123" |
*
* @param {Account_Second_Phone_HintInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const account_second_phone_hint = /** @type {((inputs?: Account_Second_Phone_HintInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Second_Phone_HintInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_account_second_phone_hint(inputs)
	if (locale === "fr") return fr_account_second_phone_hint(inputs)
	if (locale === "nl") return nl_account_second_phone_hint(inputs)
	if (locale === "es") return es_account_second_phone_hint(inputs)
	if (locale === "en-XA") return en_xa2_account_second_phone_hint(inputs)
	return en_account_second_phone_hint(inputs)
});