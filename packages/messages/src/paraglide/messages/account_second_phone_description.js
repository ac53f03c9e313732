/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Second_Phone_DescriptionInputs */

const en_account_second_phone_description = /** @type {(inputs: Account_Second_Phone_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We text a code to this number now, and each time you sign in.`)
};

const de_account_second_phone_description = /** @type {(inputs: Account_Second_Phone_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wir senden jetzt und bei jeder Anmeldung einen Code per SMS an diese Nummer.`)
};

const fr_account_second_phone_description = /** @type {(inputs: Account_Second_Phone_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous envoyons un code par SMS à ce numéro maintenant, puis à chaque connexion.`)
};

const nl_account_second_phone_description = /** @type {(inputs: Account_Second_Phone_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We sturen nu en bij elke keer inloggen een code per sms naar dit nummer.`)
};

const es_account_second_phone_description = /** @type {(inputs: Account_Second_Phone_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviamos un código por SMS a este número ahora y cada vez que inicie sesión.`)
};

const en_xa2_account_second_phone_description = /** @type {(inputs: Account_Second_Phone_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŵé ţéẋţ á çöðé ţö ţĥíš ñüɱƀéŕ ñöŵ, áñð éáçĥ ţíɱé ýöü šíĝñ íñ. one two three four]`)
};

/**
* | output |
* | --- |
* | "We text a code to this number now, and each time you sign in." |
*
* @param {Account_Second_Phone_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const account_second_phone_description = /** @type {((inputs?: Account_Second_Phone_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Second_Phone_DescriptionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_account_second_phone_description(inputs)
	if (locale === "fr") return fr_account_second_phone_description(inputs)
	if (locale === "nl") return nl_account_second_phone_description(inputs)
	if (locale === "es") return es_account_second_phone_description(inputs)
	if (locale === "en-XA") return en_xa2_account_second_phone_description(inputs)
	return en_account_second_phone_description(inputs)
});