/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Privacy_ChoicesInputs */

const en_account_privacy_choices = /** @type {(inputs: Account_Privacy_ChoicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Privacy choices`)
};

const de_account_privacy_choices = /** @type {(inputs: Account_Privacy_ChoicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Datenschutzeinstellungen`)
};

const fr_account_privacy_choices = /** @type {(inputs: Account_Privacy_ChoicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choix de confidentialité`)
};

const nl_account_privacy_choices = /** @type {(inputs: Account_Privacy_ChoicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Privacykeuzes`)
};

const es_account_privacy_choices = /** @type {(inputs: Account_Privacy_ChoicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Opciones de privacidad`)
};

const en_xa2_account_privacy_choices = /** @type {(inputs: Account_Privacy_ChoicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þŕíṽáçý çĥöíçéš on]`)
};

/**
* | output |
* | --- |
* | "Privacy choices" |
*
* @param {Account_Privacy_ChoicesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const account_privacy_choices = /** @type {((inputs?: Account_Privacy_ChoicesInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Privacy_ChoicesInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_account_privacy_choices(inputs)
	if (locale === "fr") return fr_account_privacy_choices(inputs)
	if (locale === "nl") return nl_account_privacy_choices(inputs)
	if (locale === "es") return es_account_privacy_choices(inputs)
	if (locale === "en-XA") return en_xa2_account_privacy_choices(inputs)
	return en_account_privacy_choices(inputs)
});