/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Org_Second_Policy_On_BodyInputs */

const en_org_second_policy_on_body = /** @type {(inputs: Org_Second_Policy_On_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every other member is signed out now and signs in again with their second step. Members without one are asked to add one first. You stay signed in.`)
};

const de_org_second_policy_on_body = /** @type {(inputs: Org_Second_Policy_On_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alle anderen Mitglieder werden jetzt abgemeldet und melden sich mit ihrem zweiten Schritt wieder an. Mitglieder ohne zweiten Schritt fügen zuerst einen hinzu. Sie bleiben angemeldet.`)
};

const fr_org_second_policy_on_body = /** @type {(inputs: Org_Second_Policy_On_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tous les autres membres sont déconnectés maintenant et se reconnectent avec leur deuxième étape. Ceux qui n’en ont pas doivent d’abord en ajouter une. Vous restez connecté.`)
};

const nl_org_second_policy_on_body = /** @type {(inputs: Org_Second_Policy_On_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alle andere leden worden nu afgemeld en melden zich opnieuw aan met hun tweede stap. Leden zonder tweede stap voegen er eerst een toe. U blijft aangemeld.`)
};

const es_org_second_policy_on_body = /** @type {(inputs: Org_Second_Policy_On_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todos los demás miembros cierran sesión ahora y vuelven a entrar con su segundo paso. Quienes no tengan uno deberán añadirlo primero. Usted sigue con la sesión iniciada.`)
};

const en_xa2_org_second_policy_on_body = /** @type {(inputs: Org_Second_Policy_On_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éṽéŕý öţĥéŕ ɱéɱƀéŕ íš šíĝñéð öüţ ñöŵ áñð šíĝñš íñ áĝáíñ ŵíţĥ ţĥéíŕ šéçöñð šţéþ. Ṁéɱƀéŕš ŵíţĥöüţ öñé áŕé ášķéð ţö áðð öñé ƒíŕšţ. Ýöü šţáý šíĝñéð íñ. one two three four five six seven eight nine ten]`)
};

/**
* | output |
* | --- |
* | "Every other member is signed out now and signs in again with their second step. Members without one are asked to add one first. You stay signed in." |
*
* @param {Org_Second_Policy_On_BodyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_second_policy_on_body = /** @type {((inputs?: Org_Second_Policy_On_BodyInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Second_Policy_On_BodyInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_org_second_policy_on_body(inputs)
	if (locale === "fr") return fr_org_second_policy_on_body(inputs)
	if (locale === "nl") return nl_org_second_policy_on_body(inputs)
	if (locale === "es") return es_org_second_policy_on_body(inputs)
	if (locale === "en-XA") return en_xa2_org_second_policy_on_body(inputs)
	return en_org_second_policy_on_body(inputs)
});