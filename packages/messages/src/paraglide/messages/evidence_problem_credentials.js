/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Evidence_Problem_CredentialsInputs */

const en_evidence_problem_credentials = /** @type {(inputs: Evidence_Problem_CredentialsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remove the user name or password from the address`)
};

const de_evidence_problem_credentials = /** @type {(inputs: Evidence_Problem_CredentialsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entfernen Sie Benutzername oder Passwort aus der Adresse`)
};

const fr_evidence_problem_credentials = /** @type {(inputs: Evidence_Problem_CredentialsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retirez le nom d’utilisateur ou le mot de passe de l’adresse`)
};

const nl_evidence_problem_credentials = /** @type {(inputs: Evidence_Problem_CredentialsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verwijder de gebruikersnaam of het wachtwoord uit het adres`)
};

const es_evidence_problem_credentials = /** @type {(inputs: Evidence_Problem_CredentialsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quite el nombre de usuario o la contraseña de la dirección`)
};

const en_xa2_evidence_problem_credentials = /** @type {(inputs: Evidence_Problem_CredentialsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéɱöṽé ţĥé üšéŕ ñáɱé öŕ þáššŵöŕð ƒŕöɱ ţĥé áððŕéšš one two three ]`)
};

/**
* | output |
* | --- |
* | "Remove the user name or password from the address" |
*
* @param {Evidence_Problem_CredentialsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const evidence_problem_credentials = /** @type {((inputs?: Evidence_Problem_CredentialsInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Evidence_Problem_CredentialsInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_evidence_problem_credentials(inputs)
	if (locale === "fr") return fr_evidence_problem_credentials(inputs)
	if (locale === "nl") return nl_evidence_problem_credentials(inputs)
	if (locale === "es") return es_evidence_problem_credentials(inputs)
	if (locale === "en-XA") return en_xa2_evidence_problem_credentials(inputs)
	return en_evidence_problem_credentials(inputs)
});