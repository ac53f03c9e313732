/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sharing_Dialog_DescriptionInputs */

const en_sharing_dialog_description = /** @type {(inputs: Sharing_Dialog_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`They see this tenant's overview, completed results and roadmap, read-only, and may comment. They sign in with a link sent to this address; no password.`)
};

const de_sharing_dialog_description = /** @type {(inputs: Sharing_Dialog_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Person sieht Übersicht, abgeschlossene Ergebnisse und Roadmap dieses Mandanten nur lesend und darf kommentieren. Sie meldet sich mit einem Link an, der an diese Adresse gesendet wird; ohne Passwort.`)
};

const fr_sharing_dialog_description = /** @type {(inputs: Sharing_Dialog_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La personne voit la vue d’ensemble, les résultats terminés et la feuille de route de cette entité, en lecture seule, et peut commenter. Elle se connecte avec un lien envoyé à cette adresse ; sans mot de passe.`)
};

const nl_sharing_dialog_description = /** @type {(inputs: Sharing_Dialog_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deze persoon ziet het overzicht, de afgeronde resultaten en de roadmap van deze tenant, alleen lezen, en mag reageren. Aanmelden gaat met een link die naar dit adres wordt gestuurd; zonder wachtwoord.`)
};

const es_sharing_dialog_description = /** @type {(inputs: Sharing_Dialog_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verá el resumen, los resultados completados y la hoja de ruta de este inquilino, en modo de solo lectura, y podrá comentar. Inicia sesión con un enlace enviado a esta dirección; sin contraseña.`)
};

const en_xa2_sharing_dialog_description = /** @type {(inputs: Sharing_Dialog_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥéý šéé ţĥíš ţéñáñţ'š öṽéŕṽíéŵ, çöɱþļéţéð ŕéšüļţš áñð ŕöáðɱáþ, ŕéáð-öñļý, áñð ɱáý çöɱɱéñţ. Ţĥéý šíĝñ íñ ŵíţĥ á ļíñķ šéñţ ţö ţĥíš áððŕéšš; ñö þáššŵöŕð. one two three four five six seven eight nine ten e]`)
};

/**
* | output |
* | --- |
* | "They see this tenant's overview, completed results and roadmap, read-only, and may comment. They sign in with a link sent to this address; no password." |
*
* @param {Sharing_Dialog_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sharing_dialog_description = /** @type {((inputs?: Sharing_Dialog_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sharing_Dialog_DescriptionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sharing_dialog_description(inputs)
	if (locale === "fr") return fr_sharing_dialog_description(inputs)
	if (locale === "nl") return nl_sharing_dialog_description(inputs)
	if (locale === "es") return es_sharing_dialog_description(inputs)
	if (locale === "en-XA") return en_xa2_sharing_dialog_description(inputs)
	return en_sharing_dialog_description(inputs)
});