/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Profile_Description_SharedInputs */

const en_account_profile_description_shared = /** @type {(inputs: Account_Profile_Description_SharedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your name appears to the organisation that shared the tenant with you.`)
};

const de_account_profile_description_shared = /** @type {(inputs: Account_Profile_Description_SharedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihr Name ist für die Organisation sichtbar, die den Mandanten mit Ihnen geteilt hat.`)
};

const fr_account_profile_description_shared = /** @type {(inputs: Account_Profile_Description_SharedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre nom est visible par l’organisation qui a partagé le client avec vous.`)
};

const nl_account_profile_description_shared = /** @type {(inputs: Account_Profile_Description_SharedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uw naam is zichtbaar voor de organisatie die de tenant met u deelde.`)
};

const es_account_profile_description_shared = /** @type {(inputs: Account_Profile_Description_SharedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Su nombre es visible para la organización que compartió el cliente con usted.`)
};

const en_xa2_account_profile_description_shared = /** @type {(inputs: Account_Profile_Description_SharedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýöüŕ ñáɱé áþþéáŕš ţö ţĥé öŕĝáñíšáţíöñ ţĥáţ šĥáŕéð ţĥé ţéñáñţ ŵíţĥ ýöü. one two three four fiv]`)
};

/**
* | output |
* | --- |
* | "Your name appears to the organisation that shared the tenant with you." |
*
* @param {Account_Profile_Description_SharedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const account_profile_description_shared = /** @type {((inputs?: Account_Profile_Description_SharedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Profile_Description_SharedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_account_profile_description_shared(inputs)
	if (locale === "fr") return fr_account_profile_description_shared(inputs)
	if (locale === "nl") return nl_account_profile_description_shared(inputs)
	if (locale === "es") return es_account_profile_description_shared(inputs)
	if (locale === "en-XA") return en_xa2_account_profile_description_shared(inputs)
	return en_account_profile_description_shared(inputs)
});