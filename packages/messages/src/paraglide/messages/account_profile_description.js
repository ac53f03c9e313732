/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Profile_DescriptionInputs */

const en_account_profile_description = /** @type {(inputs: Account_Profile_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your name appears to your colleagues, in the audit log and on the invitations you send.`)
};

const de_account_profile_description = /** @type {(inputs: Account_Profile_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihr Name erscheint bei Ihren Kollegen, im Audit-Log und in den Einladungen, die Sie senden.`)
};

const fr_account_profile_description = /** @type {(inputs: Account_Profile_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre nom apparaît à vos collègues, dans le journal d'audit et sur les invitations que vous envoyez.`)
};

const nl_account_profile_description = /** @type {(inputs: Account_Profile_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uw naam is zichtbaar voor uw collega's, in het auditlogboek en op de uitnodigingen die u verstuurt.`)
};

const es_account_profile_description = /** @type {(inputs: Account_Profile_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu nombre aparece ante tus compañeros, en el registro de auditoría y en las invitaciones que envías.`)
};

const en_xa2_account_profile_description = /** @type {(inputs: Account_Profile_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýöüŕ ñáɱé áþþéáŕš ţö ýöüŕ çöļļéáĝüéš, íñ ţĥé áüðíţ ļöĝ áñð öñ ţĥé íñṽíţáţíöñš ýöü šéñð. one two three four five six]`)
};

/**
* | output |
* | --- |
* | "Your name appears to your colleagues, in the audit log and on the invitations you send." |
*
* @param {Account_Profile_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const account_profile_description = /** @type {((inputs?: Account_Profile_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Profile_DescriptionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_account_profile_description(inputs)
	if (locale === "fr") return fr_account_profile_description(inputs)
	if (locale === "nl") return nl_account_profile_description(inputs)
	if (locale === "es") return es_account_profile_description(inputs)
	if (locale === "en-XA") return en_xa2_account_profile_description(inputs)
	return en_account_profile_description(inputs)
});