/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Members_Reset_DescriptionInputs */

const en_members_reset_description = /** @type {(inputs: Members_Reset_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`For someone who lost their phone or authenticator app: every second step of theirs is removed and they are signed out. They sign in with their password alone, then add a new one on their account page.`)
};

const de_members_reset_description = /** @type {(inputs: Members_Reset_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Für jemanden, der sein Telefon oder seine Authenticator-App verloren hat: Alle zweiten Schritte werden entfernt und die Person wird abgemeldet. Sie meldet sich nur mit dem Passwort an und fügt dann auf ihrer Kontoseite einen neuen hinzu.`)
};

const fr_members_reset_description = /** @type {(inputs: Members_Reset_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pour quelqu’un qui a perdu son téléphone ou son application d’authentification : toutes ses secondes étapes sont supprimées et la personne est déconnectée. Elle se connecte avec son seul mot de passe, puis en ajoute une nouvelle sur sa page de compte.`)
};

const nl_members_reset_description = /** @type {(inputs: Members_Reset_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voor wie zijn telefoon of authenticator-app kwijt is: al hun tweede stappen worden verwijderd en ze worden afgemeld. Ze melden zich aan met alleen hun wachtwoord en voegen daarna een nieuwe toe op hun accountpagina.`)
};

const es_members_reset_description = /** @type {(inputs: Members_Reset_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Para quien perdió su teléfono o su aplicación de autenticación: se eliminan todos sus segundos pasos y se cierra su sesión. Inicia sesión solo con su contraseña y luego añade uno nuevo en su página de cuenta.`)
};

const en_xa2_members_reset_description = /** @type {(inputs: Members_Reset_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒöŕ šöɱéöñé ŵĥö ļöšţ ţĥéíŕ þĥöñé öŕ áüţĥéñţíçáţöŕ áþþ: éṽéŕý šéçöñð šţéþ öƒ ţĥéíŕš íš ŕéɱöṽéð áñð ţĥéý áŕé šíĝñéð öüţ. Ţĥéý šíĝñ íñ ŵíţĥ ţĥéíŕ þáššŵöŕð áļöñé, ţĥéñ áðð á ñéŵ öñé öñ ţĥéíŕ áççöüñţ þáĝé. one two three four five six seven eight nine ten eleven twelve thir]`)
};

/**
* | output |
* | --- |
* | "For someone who lost their phone or authenticator app: every second step of theirs is removed and they are signed out. They sign in with their password alone..." |
*
* @param {Members_Reset_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const members_reset_description = /** @type {((inputs?: Members_Reset_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Members_Reset_DescriptionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_members_reset_description(inputs)
	if (locale === "fr") return fr_members_reset_description(inputs)
	if (locale === "nl") return nl_members_reset_description(inputs)
	if (locale === "es") return es_members_reset_description(inputs)
	if (locale === "en-XA") return en_xa2_members_reset_description(inputs)
	return en_members_reset_description(inputs)
});