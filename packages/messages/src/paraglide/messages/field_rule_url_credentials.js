/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Field_Rule_Url_CredentialsInputs */

const en_field_rule_url_credentials = /** @type {(inputs: Field_Rule_Url_CredentialsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remove the user name or password from the address.`)
};

const de_field_rule_url_credentials = /** @type {(inputs: Field_Rule_Url_CredentialsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entfernen Sie Benutzername oder Passwort aus der Adresse.`)
};

const fr_field_rule_url_credentials = /** @type {(inputs: Field_Rule_Url_CredentialsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retirez le nom d’utilisateur ou le mot de passe de l’adresse.`)
};

const nl_field_rule_url_credentials = /** @type {(inputs: Field_Rule_Url_CredentialsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verwijder de gebruikersnaam of het wachtwoord uit het adres.`)
};

const es_field_rule_url_credentials = /** @type {(inputs: Field_Rule_Url_CredentialsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quite el nombre de usuario o la contraseña de la dirección.`)
};

const en_xa2_field_rule_url_credentials = /** @type {(inputs: Field_Rule_Url_CredentialsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéɱöṽé ţĥé üšéŕ ñáɱé öŕ þáššŵöŕð ƒŕöɱ ţĥé áððŕéšš. one two three f]`)
};

/**
* | output |
* | --- |
* | "Remove the user name or password from the address." |
*
* @param {Field_Rule_Url_CredentialsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const field_rule_url_credentials = /** @type {((inputs?: Field_Rule_Url_CredentialsInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Field_Rule_Url_CredentialsInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_field_rule_url_credentials(inputs)
	if (locale === "fr") return fr_field_rule_url_credentials(inputs)
	if (locale === "nl") return nl_field_rule_url_credentials(inputs)
	if (locale === "es") return es_field_rule_url_credentials(inputs)
	if (locale === "en-XA") return en_xa2_field_rule_url_credentials(inputs)
	return en_field_rule_url_credentials(inputs)
});