/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Second_DescriptionInputs */

const en_account_second_description = /** @type {(inputs: Account_Second_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`After your password, Assay asks for a code from your phone, so a stolen password alone cannot sign in.`)
};

const de_account_second_description = /** @type {(inputs: Account_Second_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nach Ihrem Passwort fragt Assay nach einem Code von Ihrem Telefon, sodass ein gestohlenes Passwort allein nicht zur Anmeldung reicht.`)
};

const fr_account_second_description = /** @type {(inputs: Account_Second_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Après votre mot de passe, Assay demande un code de votre téléphone : un mot de passe volé ne suffit pas pour se connecter.`)
};

const nl_account_second_description = /** @type {(inputs: Account_Second_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Na uw wachtwoord vraagt Assay om een code van uw telefoon, zodat een gestolen wachtwoord alleen niet genoeg is om in te loggen.`)
};

const es_account_second_description = /** @type {(inputs: Account_Second_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Después de su contraseña, Assay pide un código de su teléfono, así que una contraseña robada no basta para iniciar sesión.`)
};

const en_xa2_account_second_description = /** @type {(inputs: Account_Second_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Åƒţéŕ ýöüŕ þáššŵöŕð, Åššáý ášķš ƒöŕ á çöðé ƒŕöɱ ýöüŕ þĥöñé, šö á šţöļéñ þáššŵöŕð áļöñé çáññöţ šíĝñ íñ. one two three four five six seven]`)
};

/**
* | output |
* | --- |
* | "After your password, Assay asks for a code from your phone, so a stolen password alone cannot sign in." |
*
* @param {Account_Second_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const account_second_description = /** @type {((inputs?: Account_Second_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Second_DescriptionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_account_second_description(inputs)
	if (locale === "fr") return fr_account_second_description(inputs)
	if (locale === "nl") return nl_account_second_description(inputs)
	if (locale === "es") return es_account_second_description(inputs)
	if (locale === "en-XA") return en_xa2_account_second_description(inputs)
	return en_account_second_description(inputs)
});