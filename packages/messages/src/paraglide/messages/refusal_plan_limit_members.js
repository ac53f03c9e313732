/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ max: NonNullable<unknown> }} Refusal_Plan_Limit_MembersInputs */

const en_refusal_plan_limit_members = /** @type {(inputs: Refusal_Plan_Limit_MembersInputs) => LocalizedString} */ (i) => {const maxPlural = registry.plural("en", i?.max, {});
	if (maxPlural === "one") return /** @type {LocalizedString} */ (`Your plan allows 1 member. Upgrade the plan, remove a member or withdraw an invitation to add more.`);
	if (maxPlural === "other") return /** @type {LocalizedString} */ (`Your plan allows ${i?.max} members. Upgrade the plan, remove a member or withdraw an invitation to add more.`);
	return /** @type {LocalizedString} */ ("refusal_plan_limit_members");
};

const de_refusal_plan_limit_members = /** @type {(inputs: Refusal_Plan_Limit_MembersInputs) => LocalizedString} */ (i) => {const maxPlural = registry.plural("de", i?.max, {});
	if (maxPlural === "one") return /** @type {LocalizedString} */ (`Ihr Tarif erlaubt 1 Mitglied. Wechseln Sie den Tarif, entfernen Sie ein Mitglied oder ziehen Sie eine Einladung zurück, um mehr hinzuzufügen.`);
	if (maxPlural === "other") return /** @type {LocalizedString} */ (`Ihr Tarif erlaubt ${i?.max} Mitglieder. Wechseln Sie den Tarif, entfernen Sie ein Mitglied oder ziehen Sie eine Einladung zurück, um mehr hinzuzufügen.`);
	return /** @type {LocalizedString} */ ("refusal_plan_limit_members");
};

const fr_refusal_plan_limit_members = /** @type {(inputs: Refusal_Plan_Limit_MembersInputs) => LocalizedString} */ (i) => {const maxPlural = registry.plural("fr", i?.max, {});
	if (maxPlural === "one") return /** @type {LocalizedString} */ (`Votre offre permet ${i?.max} membre. Passez à une offre supérieure, retirez un membre ou une invitation pour en ajouter.`);
	if (maxPlural === "other") return /** @type {LocalizedString} */ (`Votre offre permet ${i?.max} membres. Passez à une offre supérieure, retirez un membre ou une invitation pour en ajouter.`);
	return /** @type {LocalizedString} */ ("refusal_plan_limit_members");
};

const nl_refusal_plan_limit_members = /** @type {(inputs: Refusal_Plan_Limit_MembersInputs) => LocalizedString} */ (i) => {const maxPlural = registry.plural("nl", i?.max, {});
	if (maxPlural === "one") return /** @type {LocalizedString} */ (`Uw abonnement staat 1 lid toe. Upgrade, verwijder een lid of trek een uitnodiging in om meer toe te voegen.`);
	if (maxPlural === "other") return /** @type {LocalizedString} */ (`Uw abonnement staat ${i?.max} leden toe. Upgrade, verwijder een lid of trek een uitnodiging in om meer toe te voegen.`);
	return /** @type {LocalizedString} */ ("refusal_plan_limit_members");
};

const es_refusal_plan_limit_members = /** @type {(inputs: Refusal_Plan_Limit_MembersInputs) => LocalizedString} */ (i) => {const maxPlural = registry.plural("es", i?.max, {});
	if (maxPlural === "one") return /** @type {LocalizedString} */ (`Su plan permite 1 miembro. Mejore el plan, elimine un miembro o retire una invitación para añadir más.`);
	if (maxPlural === "other") return /** @type {LocalizedString} */ (`Su plan permite ${i?.max} miembros. Mejore el plan, elimine un miembro o retire una invitación para añadir más.`);
	return /** @type {LocalizedString} */ ("refusal_plan_limit_members");
};

const en_xa2_refusal_plan_limit_members = /** @type {(inputs: Refusal_Plan_Limit_MembersInputs) => LocalizedString} */ (i) => {const maxPlural = registry.plural("en-XA", i?.max, {});
	if (maxPlural === "one") return /** @type {LocalizedString} */ (`[Ýöüŕ þļáñ áļļöŵš 1 ɱéɱƀéŕ. Ûþĝŕáðé ţĥé þļáñ, ŕéɱöṽé á ɱéɱƀéŕ öŕ ŵíţĥðŕáŵ áñ íñṽíţáţíöñ ţö áðð ɱöŕé. one two three four five six seve]`);
	if (maxPlural === "other") return /** @type {LocalizedString} */ (`[Ýöüŕ þļáñ áļļöŵš ${i?.max} ɱéɱƀéŕš. Ûþĝŕáðé ţĥé þļáñ, ŕéɱöṽé á ɱéɱƀéŕ öŕ ŵíţĥðŕáŵ áñ íñṽíţáţíöñ ţö áðð ɱöŕé. one two three four five six seven]`);
	return /** @type {LocalizedString} */ ("refusal_plan_limit_members");
};

/**
* | maxPlural | output |
* | --- | --- |
* | "one" | "Your plan allows 1 member. Upgrade the plan, remove a member or withdraw an invitation to add more." |
* | "other" | "Your plan allows {max} members. Upgrade the plan, remove a member or withdraw an invitation to add more." |
*
* @param {Refusal_Plan_Limit_MembersInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const refusal_plan_limit_members = /** @type {((inputs: Refusal_Plan_Limit_MembersInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refusal_Plan_Limit_MembersInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_refusal_plan_limit_members(inputs)
	if (locale === "fr") return fr_refusal_plan_limit_members(inputs)
	if (locale === "nl") return nl_refusal_plan_limit_members(inputs)
	if (locale === "es") return es_refusal_plan_limit_members(inputs)
	if (locale === "en-XA") return en_xa2_refusal_plan_limit_members(inputs)
	return en_refusal_plan_limit_members(inputs)
});