/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Second_Remove_DescriptionInputs */

const en_account_second_remove_description = /** @type {(inputs: Account_Second_Remove_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signing in will no longer ask for a code from it.`)
};

const de_account_second_remove_description = /** @type {(inputs: Account_Second_Remove_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bei der Anmeldung wird kein Code mehr davon abgefragt.`)
};

const fr_account_second_remove_description = /** @type {(inputs: Account_Second_Remove_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La connexion ne demandera plus de code de celui-ci.`)
};

const nl_account_second_remove_description = /** @type {(inputs: Account_Second_Remove_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bij het inloggen wordt er geen code meer van gevraagd.`)
};

const es_account_second_remove_description = /** @type {(inputs: Account_Second_Remove_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El inicio de sesión ya no pedirá un código de este.`)
};

const en_xa2_account_second_remove_description = /** @type {(inputs: Account_Second_Remove_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šíĝñíñĝ íñ ŵíļļ ñö ļöñĝéŕ ášķ ƒöŕ á çöðé ƒŕöɱ íţ. one two three ]`)
};

/**
* | output |
* | --- |
* | "Signing in will no longer ask for a code from it." |
*
* @param {Account_Second_Remove_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const account_second_remove_description = /** @type {((inputs?: Account_Second_Remove_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Second_Remove_DescriptionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_account_second_remove_description(inputs)
	if (locale === "fr") return fr_account_second_remove_description(inputs)
	if (locale === "nl") return nl_account_second_remove_description(inputs)
	if (locale === "es") return es_account_second_remove_description(inputs)
	if (locale === "en-XA") return en_xa2_account_second_remove_description(inputs)
	return en_account_second_remove_description(inputs)
});